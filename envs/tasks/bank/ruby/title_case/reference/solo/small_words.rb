SMALL_WORDS = %w[a an and in of the].freeze

# text with every word capitalised.
def title_case(text)
  words = text.split(" ", -1)
  words.each_with_index.map do |word, i|
    lower = word.downcase
    i.positive? && SMALL_WORDS.include?(lower) ? lower : lower.capitalize
  end.join(" ")
end
