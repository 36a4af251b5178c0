/// The prime factors of n, ascending, with multiplicity.
pub fn prime_factors(mut n: i64) -> Result<Vec<i64>, String> {
    let mut out = Vec::new();
    let mut d = 2;
    while d * d <= n {
        while n % d == 0 {
            out.push(d);
            n /= d;
        }
        d += 1;
    }
    if n > 1 {
        out.push(n);
    }
    Ok(out)
}
