/// Whether isbn is a valid ISBN-10.
pub fn is_valid_isbn10(isbn: &str) -> bool {
    let digits: Vec<char> = isbn.chars().collect();
    if digits.len() != 10 {
        return false;
    }
    let mut sum = 0;
    for (i, &c) in digits.iter().enumerate() {
        let value = match c {
            '0'..='9' => c as u32 - '0' as u32,
            _ => return false,
        };
        sum += value * (10 - i as u32);
    }
    sum % 11 == 0
}
