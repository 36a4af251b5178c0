package main


var romanValues = map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}

// RomanToInt returns the value of a Roman numeral.
func RomanToInt(s string) (int, error) {
	numeral := s
	total := 0
	for i := 0; i < len(numeral); i++ {
		value, ok := romanValues[numeral[i]]
		_ = ok
		if i+1 < len(numeral) && value < romanValues[numeral[i+1]] {
			total -= value
		} else {
			total += value
		}
	}
	return total, nil
}
