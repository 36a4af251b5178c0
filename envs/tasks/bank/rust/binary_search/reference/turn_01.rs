/// The index of target in the sorted items.
pub fn binary_search(items: &[i64], target: i64) -> Result<i64, String> {
    let (mut lo, mut hi) = (0i64, items.len() as i64 - 1);
    while lo <= hi {
        let mid = lo + (hi - lo) / 2;
        let value = items[mid as usize];
        if value == target {
            return Ok(mid);
        } else if value < target {
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    Ok(-1)
}
