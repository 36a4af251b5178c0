/// The letter grade of a score.
pub fn grade_letter(score: i64) -> Result<String, String> {
    if score >= 90 {
        return Ok("A".to_string());
    }
    if score < 60 {
        return Ok("F".to_string());
    }
    let letter = if score >= 80 { "B" } else if score >= 70 { "C" } else { "D" };
    Ok(letter.to_string())
}
