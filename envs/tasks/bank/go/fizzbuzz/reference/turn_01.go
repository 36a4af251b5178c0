package main

import (
	"strconv"
)

func word(i int) string {
	out := ""
	if i%3 == 0 {
		out += "Fizz"
	}
	if i%5 == 0 {
		out += "Buzz"
	}
	if out == "" {
		return strconv.Itoa(i)
	}
	return out
}

// Fizzbuzz returns the words of 1 to n.
func Fizzbuzz(n int) ([]string, error) {
	out := []string{}
	for i := 1; i <= n; i++ {
		out = append(out, word(i))
	}
	return out, nil
}
