/** The longest prefix every word starts with. */
function longestCommonPrefix(words) {
  if (words.length === 0) {
    return '';
  }
  const first = words[0];
  let length = first.length;
  for (const word of words) {
    let i = 0;
    while (i < length && i < word.length && word[i] === first[i]) {
      i++;
    }
    length = i;
  }
  return first.slice(0, length);
}
