# text with every word capitalised.
def title_case(text)
  words = text.split(" ", -1)
  words.map(&:capitalize).join(" ")
end
