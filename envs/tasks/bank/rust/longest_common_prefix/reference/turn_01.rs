/// The longest prefix every word starts with.
pub fn longest_common_prefix(words: &[&str]) -> Result<String, String> {
    let Some(first) = words.first() else {
        return Ok(String::new());
    };
    let mut length = first.len();
    for word in words {
        let same = first
            .bytes()
            .zip(word.bytes())
            .take_while(|(a, b)| a == b)
            .count();
        length = length.min(same);
    }
    Ok(first[..length].to_string())
}
