fn check(text: &str, pairs: &str) -> Result<bool, String> {
    let chars: Vec<char> = text.chars().collect();
    let pairs: Vec<char> = pairs.chars().collect();
    let mut open: Vec<char> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        let Some(k) = pairs.iter().position(|&p| p == c) else {
            continue;
        };
        if k % 2 == 0 {
            open.push(pairs[k + 1]);
        } else if open.pop() != Some(c) {
            return Ok(false);
        }
    }
    Ok(open.is_empty())
}

/// Whether the brackets (), [] and {} of text are balanced.
pub fn is_balanced(text: &str) -> Result<bool, String> {
    check(text, "()[]{}")
}
