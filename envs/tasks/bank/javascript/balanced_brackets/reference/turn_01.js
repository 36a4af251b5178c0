function check(text, pairs) {
  const open = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const k = pairs.indexOf(c);
    if (k < 0) {
      continue;
    }
    if (k % 2 === 0) {
      open.push(pairs[k + 1]);
    } else if (open.pop() !== c) {
      return false;
    }
  }
  return open.length === 0;
}

/** Whether the brackets (), [] and {} of text are balanced. */
function isBalanced(text) {
  return check(text, '()[]{}');
}
