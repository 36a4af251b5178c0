# text with every word capitalised.
def title_case(text)
  raise ArgumentError, "text must not be blank" if text.strip.empty?

  words = text.split(" ", -1)
  words.map(&:capitalize).join(" ")
end
