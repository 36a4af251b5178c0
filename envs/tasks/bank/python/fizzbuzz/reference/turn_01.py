def fizzbuzz(n):
    out=[]
    for i in range(1, n+1):
        if i%15==0:  # check 15 first: multiples of 15 are also multiples of 3 and 5
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
