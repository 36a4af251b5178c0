VOWELS = "aeiou"

# How many vowels text contains.
def count_vowels(text)
  text.downcase.scan(/[aeiou]|y(?![a-z])/).size
end
