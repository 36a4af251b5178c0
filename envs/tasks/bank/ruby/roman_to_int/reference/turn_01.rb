ROMAN_VALUES = { "I" => 1, "V" => 5, "X" => 10, "L" => 50, "C" => 100, "D" => 500, "M" => 1000 }.freeze

# The value of a Roman numeral.
def roman_to_int(s)
  numeral = s
  values = numeral.chars.map { |ch| ROMAN_VALUES.fetch(ch, 0) }
  total = 0
  values.each_with_index do |value, i|
    if i + 1 < values.size && value < values[i + 1]
      total -= value
    else
      total += value
    end
  end
  total
end
