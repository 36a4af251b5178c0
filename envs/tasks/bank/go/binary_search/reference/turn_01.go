package main

// BinarySearch returns the index of target in the sorted items.
func BinarySearch(items []int, target int) (int, error) {
	lo, hi := 0, len(items)-1
	for lo <= hi {
		mid := lo + (hi-lo)/2
		if items[mid] == target {
			return mid, nil
		} else if items[mid] < target {
			lo = mid + 1
		} else {
			hi = mid - 1
		}
	}
	return -1, nil
}
