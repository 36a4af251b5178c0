/// Encodes every run as its length and its character.
pub fn rle_encode(text: &str) -> Result<String, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let mut j = i;
        while j < chars.len() && chars[j] == c {
            j += 1;
        }
        out.push_str(&format!("{}{}", j - i, c));
        i = j;
    }
    Ok(out)
}
