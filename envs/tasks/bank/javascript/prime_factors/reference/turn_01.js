/** The prime factors of n, ascending, with multiplicity. */
function primeFactors(n) {
  const out = [];
  for (let d = 2; d * d <= n; d++) {
    while (n % d === 0) {
      out.push(d);
      n /= d;
    }
  }
  if (n > 1) {
    out.push(n);
  }
  return out;
}
