VOWELS = "aeiou"

# How many vowels text contains.
def count_vowels(text)
  text.downcase.count(VOWELS)
end
