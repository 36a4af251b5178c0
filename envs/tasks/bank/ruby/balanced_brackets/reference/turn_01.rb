# Whether the brackets of text are balanced and properly nested.
def balanced(text)
  closing = { ")" => "(", "]" => "[", "}" => "{" }
  stack = []
  text.each_char do |ch|
    if closing.value?(ch)
      stack.push(ch)
    elsif closing.key?(ch)
      return false unless stack.pop == closing[ch]
    end
  end
  stack.empty?
end
