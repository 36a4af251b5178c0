const VOWELS = 'aeiou';

/** How many vowels text contains. */
function countVowels(text) {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i].toLowerCase();
    if (VOWELS.includes(c)) {
      count++;
    }
  }
  return count;
}
