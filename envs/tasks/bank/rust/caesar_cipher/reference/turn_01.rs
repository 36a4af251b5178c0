fn rotate(c: char, first: char, size: i64, shift: i64) -> char {
    let offset = (c as i64 - first as i64 + shift).rem_euclid(size);
    char::from_u32(first as u32 + offset as u32).unwrap()
}

/// Moves every letter shift places along the alphabet.
pub fn caesar_cipher(text: &str, shift: i64) -> Result<String, String> {
    Ok(text
        .chars()
        .map(|c| match c {
            'a'..='z' => rotate(c, 'a', 26, shift),
            'A'..='Z' => rotate(c, 'A', 26, shift),
            _ => c,
        })
        .collect())
}
