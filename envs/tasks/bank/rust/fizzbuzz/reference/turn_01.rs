fn word(i: i64) -> String {
    let mut out = String::new();
    if i % 3 == 0 {
        out.push_str("Fizz");
    }
    if i % 5 == 0 {
        out.push_str("Buzz");
    }
    if out.is_empty() {
        i.to_string()
    } else {
        out
    }
}

/// The words of 1 to n.
pub fn fizzbuzz(n: i64) -> Result<Vec<String>, String> {
    Ok((1..=n).map(word).collect())
}
