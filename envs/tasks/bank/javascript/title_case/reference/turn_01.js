/** The text with every word capitalised. */
function titleCase(text) {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
