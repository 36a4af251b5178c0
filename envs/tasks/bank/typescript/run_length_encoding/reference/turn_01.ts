/** Encodes every run as its length and its character. */
function rleEncode(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    let j = i;
    while (j < text.length && text[j] === c) {
      j++;
    }
    out += `${j - i}${c}`;
    i = j;
  }
  return out;
}
