# text with every word capitalised.
def title_case(text)
  words = text.split(" ")
  words.map(&:capitalize).join(" ")
end
