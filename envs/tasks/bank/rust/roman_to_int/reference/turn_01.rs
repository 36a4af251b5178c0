fn value_of(c: char) -> Option<i64> {
    match c {
        'I' => Some(1),
        'V' => Some(5),
        'X' => Some(10),
        'L' => Some(50),
        'C' => Some(100),
        'D' => Some(500),
        'M' => Some(1000),
        _ => None,
    }
}

/// The value of a Roman numeral.
pub fn roman_to_int(s: &str) -> Result<i64, String> {
    let numeral = s.to_string();
    let chars: Vec<char> = numeral.chars().collect();
    let mut total = 0;
    for (i, &c) in chars.iter().enumerate() {
        let value = value_of(c).unwrap_or(0);
        let next = chars.get(i + 1).and_then(|&n| value_of(n)).unwrap_or(0);
        if value < next {
            total -= value;
        } else {
            total += value;
        }
    }
    Ok(total)
}
