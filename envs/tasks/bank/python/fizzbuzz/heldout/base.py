# %%
assert fizzbuzz(7) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7']

# %%
assert fizzbuzz(6) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz']

# %%
assert fizzbuzz(4) == ['1', '2', 'Fizz', '4']

# %%
assert fizzbuzz(2) == ['1', '2']

# %%
assert fizzbuzz(10) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz']

# %%
assert fizzbuzz(1) == ['1']

# %%
assert fizzbuzz(1)[-1] == '1'

# %%
assert fizzbuzz(16)[-1] == '16'

# %%
assert fizzbuzz(14)[-1] == '14'

# %%
assert fizzbuzz(7)[-1] == '7'

# %%
assert fizzbuzz(30)[-1] == 'FizzBuzz'

# %%
assert len(fizzbuzz(30)) == 30 and fizzbuzz(31).count('FizzBuzz') == 2

# %%
assert fizzbuzz(8) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8']

# %%
assert fizzbuzz(3) == ['1', '2', 'Fizz']

# %%
assert fizzbuzz(14) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14']

# %%
assert fizzbuzz(12) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz']

# %%
assert fizzbuzz(20) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz', '16', '17', 'Fizz', '19', 'Buzz']

# %%
assert fizzbuzz(9) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz']

# %%
assert fizzbuzz(11) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11']

# %%
assert fizzbuzz(2)[-1] == '2'

# %%
assert fizzbuzz(17)[-1] == '17'

# %%
assert fizzbuzz(8)[-1] == '8'

# %%
assert fizzbuzz(32)[-1] == '32'

# %%
assert fizzbuzz(28)[-1] == '28'

# %%
assert fizzbuzz(13)[-1] == '13'

# %%
assert fizzbuzz(6)[-1] == 'Fizz'

# %%
assert fizzbuzz(3)[-1] == 'Fizz'

# %%
assert fizzbuzz(60)[-1] == 'FizzBuzz'

# %%
assert fizzbuzz(29)[-1] == '29'

# %%
assert fizzbuzz(31)[-1] == '31'

# %%
assert len(fizzbuzz(30)) == 30 and fizzbuzz(32).count('FizzBuzz') == 2

# %%
assert fizzbuzz(16) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz', '16']

# %%
assert fizzbuzz(13) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13']

# %%
assert fizzbuzz(15) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz']

# %%
assert fizzbuzz(28) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz', '16', '17', 'Fizz', '19', 'Buzz', 'Fizz', '22', '23', 'Fizz', 'Buzz', '26', 'Fizz', '28']

# %%
assert fizzbuzz(24) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz', '16', '17', 'Fizz', '19', 'Buzz', 'Fizz', '22', '23', 'Fizz']

# %%
assert fizzbuzz(21) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz', '16', '17', 'Fizz', '19', 'Buzz', 'Fizz']

# %%
assert fizzbuzz(19) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz', '16', '17', 'Fizz', '19']

# %%
assert fizzbuzz(18) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz', '16', '17', 'Fizz']

# %%
assert fizzbuzz(22) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz', '16', '17', 'Fizz', '19', 'Buzz', 'Fizz', '22']

# %%
assert fizzbuzz(4)[-1] == '4'

# %%
assert fizzbuzz(18)[-1] == 'Fizz'

# %%
assert fizzbuzz(34)[-1] == '34'

# %%
assert fizzbuzz(9)[-1] == 'Fizz'

# %%
assert fizzbuzz(64)[-1] == '64'

# %%
assert fizzbuzz(33)[-1] == 'Fizz'

# %%
assert fizzbuzz(56)[-1] == '56'

# %%
assert fizzbuzz(27)[-1] == 'Fizz'

# %%
assert fizzbuzz(26)[-1] == '26'

# %%
assert fizzbuzz(12)[-1] == 'Fizz'

# %%
assert fizzbuzz(120)[-1] == 'FizzBuzz'

# %%
assert fizzbuzz(61)[-1] == '61'

# %%
assert fizzbuzz(59)[-1] == '59'

# %%
assert fizzbuzz(58)[-1] == '58'

# %%
assert fizzbuzz(62)[-1] == '62'

# %%
assert len(fizzbuzz(30)) == 30 and fizzbuzz(33).count('FizzBuzz') == 2
