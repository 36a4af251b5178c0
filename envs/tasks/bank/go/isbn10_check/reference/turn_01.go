package main

// IsValidIsbn10 tells whether isbn is a valid ISBN-10.
func IsValidIsbn10(isbn string) bool {
	digits := isbn
	if len(digits) != 10 {
		return false
	}
	sum := 0
	for i := 0; i < 10; i++ {
		c := digits[i]
		value := 0
		switch {
		case c >= '0' && c <= '9':
			value = int(c - '0')
		default:
			return false
		}
		sum += value * (10 - i)
	}
	return sum%11 == 0
}
