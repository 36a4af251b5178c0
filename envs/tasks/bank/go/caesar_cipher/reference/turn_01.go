package main

func rotate(c rune, first rune, size int, shift int) rune {
	return first + rune(((int(c-first)+shift)%size+size)%size)
}

// CaesarCipher moves every letter shift places along the alphabet.
func CaesarCipher(text string, shift int) (string, error) {
	out := []rune{}
	for _, c := range text {
		switch {
		case c >= 'a' && c <= 'z':
			out = append(out, rotate(c, 'a', 26, shift))
		case c >= 'A' && c <= 'Z':
			out = append(out, rotate(c, 'A', 26, shift))
		default:
			out = append(out, c)
		}
	}
	return string(out), nil
}
