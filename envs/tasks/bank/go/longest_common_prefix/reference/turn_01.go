package main

// LongestCommonPrefix returns the longest prefix every word starts with.
func LongestCommonPrefix(words []string) (string, error) {
	if len(words) == 0 {
		return "", nil
	}
	first := words[0]
	length := len(first)
	for _, word := range words {
		i := 0
		for i < length && i < len(word) && word[i] == first[i] {
			i++
		}
		length = i
	}
	return first[:length], nil
}
