function rotate(c, first, size, shift) {
  const base = first.charCodeAt(0);
  return String.fromCharCode(base + ((((c.charCodeAt(0) - base + shift) % size) + size) % size));
}

/** Moves every letter shift places along the alphabet. */
function caesarCipher(text, shift) {
  let out = '';
  for (const c of text) {
    if (c >= 'a' && c <= 'z') {
      out += rotate(c, 'a', 26, shift);
    } else if (c >= 'A' && c <= 'Z') {
      out += rotate(c, 'A', 26, shift);
    } else {
      out += c;
    }
  }
  return out;
}
