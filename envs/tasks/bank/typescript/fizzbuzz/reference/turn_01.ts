function word(i: number): string {
  let out = '';
  if (i % 3 === 0) {
    out += 'Fizz';
  }
  if (i % 5 === 0) {
    out += 'Buzz';
  }
  return out === '' ? String(i) : out;
}

/** The words of 1 to n. */
function fizzbuzz(n: number): string[] {
  const out: string[] = [];
  for (let i = 1; i <= n; i++) {
    out.push(word(i));
  }
  return out;
}
