def word(i)
  out = +""
  out << "Fizz" if (i % 3).zero?
  out << "Buzz" if (i % 5).zero?
  out.empty? ? i.to_s : out
end

# The words of 1 to n.
def fizzbuzz(n)
  (1..n).map { |i| word(i) }
end
