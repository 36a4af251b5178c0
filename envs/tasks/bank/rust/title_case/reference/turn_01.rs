/// Capitalises every word of text.
pub fn title_case(text: &str) -> Result<String, String> {
    let words: Vec<&str> = text.split(' ').collect();
    let mut out: Vec<String> = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let lower = word.to_ascii_lowercase();
        let mut chars = lower.chars();
        out.push(match chars.next() {
            Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
            None => String::new(),
        });
    }
    Ok(out.join(" "))
}
