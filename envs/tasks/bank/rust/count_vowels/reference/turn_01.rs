const VOWELS: &str = "aeiou";

/// How many vowels text contains.
pub fn count_vowels(text: &str) -> Result<i64, String> {
    let chars: Vec<char> = text.chars().map(|c| c.to_ascii_lowercase()).collect();
    let mut count = 0;
    for (i, &c) in chars.iter().enumerate() {
        if VOWELS.contains(c) {
            count += 1;
        }
    }
    Ok(count)
}
