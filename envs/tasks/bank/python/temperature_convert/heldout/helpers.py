# %%
assert abs(celsius_to_fahrenheit(7) - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(celsius_to_fahrenheit(1) - 33.8) <= 1e-09 * max(1.0, abs(33.8))

# %%
assert abs(celsius_to_fahrenheit(200) - 392.0) <= 1e-09 * max(1.0, abs(392.0))

# %%
assert abs(celsius_to_fahrenheit(99) - 210.2) <= 1e-09 * max(1.0, abs(210.2))

# %%
assert abs(celsius_to_fahrenheit(0) - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(celsius_to_fahrenheit(-100) - -148.0) <= 1e-09 * max(1.0, abs(-148.0))

# %%
assert abs(celsius_to_fahrenheit(1000100) - 1800212.0) <= 1e-09 * max(1.0, abs(1800212.0))

# %%
assert abs(celsius_to_fahrenheit(-1) - 30.2) <= 1e-09 * max(1.0, abs(30.2))

# %%
assert abs(celsius_to_fahrenheit(101) - 213.8) <= 1e-09 * max(1.0, abs(213.8))

# %%
assert abs(celsius_to_fahrenheit(6) - 42.8) <= 1e-09 * max(1.0, abs(42.8))

# %%
assert abs(celsius_to_fahrenheit(1000007) - 1800044.6) <= 1e-09 * max(1.0, abs(1800044.6))

# %%
assert abs(celsius_to_fahrenheit(14) - 57.2) <= 1e-09 * max(1.0, abs(57.2))

# %%
assert abs(celsius_to_fahrenheit(8) - 46.4) <= 1e-09 * max(1.0, abs(46.4))

# %%
assert abs(celsius_to_fahrenheit(3) - 37.4) <= 1e-09 * max(1.0, abs(37.4))

# %%
assert abs(celsius_to_fahrenheit(1000001) - 1800033.8) <= 1e-09 * max(1.0, abs(1800033.8))

# %%
assert abs(celsius_to_fahrenheit(2) - 35.6) <= 1e-09 * max(1.0, abs(35.6))

# %%
assert abs(celsius_to_fahrenheit(100) - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(celsius_to_fahrenheit(-200) - -328.0) <= 1e-09 * max(1.0, abs(-328.0))

# %%
assert abs(celsius_to_fahrenheit(1000200) - 1800392.0) <= 1e-09 * max(1.0, abs(1800392.0))

# %%
assert abs(celsius_to_fahrenheit(1000099) - 1800210.2) <= 1e-09 * max(1.0, abs(1800210.2))

# %%
assert abs(celsius_to_fahrenheit(198) - 388.4) <= 1e-09 * max(1.0, abs(388.4))

# %%
assert abs(celsius_to_fahrenheit(98) - 208.4) <= 1e-09 * max(1.0, abs(208.4))

# %%
assert abs(celsius_to_fahrenheit(49) - 120.2) <= 1e-09 * max(1.0, abs(120.2))

# %%
assert abs(celsius_to_fahrenheit(-99) - -146.2) <= 1e-09 * max(1.0, abs(-146.2))

# %%
assert abs(celsius_to_fahrenheit(1000000) - 1800032.0) <= 1e-09 * max(1.0, abs(1800032.0))

# %%
assert abs(celsius_to_fahrenheit(-101) - -149.8) <= 1e-09 * max(1.0, abs(-149.8))

# %%
assert abs(celsius_to_fahrenheit(999900) - 1799852.0) <= 1e-09 * max(1.0, abs(1799852.0))

# %%
assert abs(celsius_to_fahrenheit(-50) - -58.0) <= 1e-09 * max(1.0, abs(-58.0))

# %%
assert abs(celsius_to_fahrenheit(1000101) - 1800213.8) <= 1e-09 * max(1.0, abs(1800213.8))

# %%
assert abs(celsius_to_fahrenheit(500050) - 900122.0) <= 1e-09 * max(1.0, abs(900122.0))

# %%
assert abs(celsius_to_fahrenheit(-1000100) - -1800148.0) <= 1e-09 * max(1.0, abs(-1800148.0))

# %%
assert abs(celsius_to_fahrenheit(2000100) - 3600212.0) <= 1e-09 * max(1.0, abs(3600212.0))

# %%
assert abs(celsius_to_fahrenheit(-2) - 28.4) <= 1e-09 * max(1.0, abs(28.4))

# %%
assert abs(celsius_to_fahrenheit(1000050) - 1800122.0) <= 1e-09 * max(1.0, abs(1800122.0))

# %%
assert abs(celsius_to_fahrenheit(25) - 77.0) <= 1e-09 * max(1.0, abs(77.0))

# %%
assert abs(celsius_to_fahrenheit(51) - 123.8) <= 1e-09 * max(1.0, abs(123.8))

# %%
assert abs(celsius_to_fahrenheit(202) - 395.6) <= 1e-09 * max(1.0, abs(395.6))

# %%
assert abs(celsius_to_fahrenheit(-6) - 21.2) <= 1e-09 * max(1.0, abs(21.2))

# %%
assert abs(celsius_to_fahrenheit(1000006) - 1800042.8) <= 1e-09 * max(1.0, abs(1800042.8))

# %%
assert abs(celsius_to_fahrenheit(500003) - 900037.4) <= 1e-09 * max(1.0, abs(900037.4))

# %%
assert abs(celsius_to_fahrenheit(1000008) - 1800046.4) <= 1e-09 * max(1.0, abs(1800046.4))

# %%
assert abs(celsius_to_fahrenheit(13) - 55.4) <= 1e-09 * max(1.0, abs(55.4))

# %%
assert abs(celsius_to_fahrenheit(1000003) - 1800037.4) <= 1e-09 * max(1.0, abs(1800037.4))

# %%
assert abs(celsius_to_fahrenheit(1000002) - 1800035.6) <= 1e-09 * max(1.0, abs(1800035.6))

# %%
assert abs(celsius_to_fahrenheit(2000002) - 3600035.6) <= 1e-09 * max(1.0, abs(3600035.6))

# %%
assert abs(celsius_to_fahrenheit(-199) - -326.2) <= 1e-09 * max(1.0, abs(-326.2))

# %%
assert abs(celsius_to_fahrenheit(-400) - -688.0) <= 1e-09 * max(1.0, abs(-688.0))

# %%
assert abs(celsius_to_fahrenheit(1000201) - 1800393.8) <= 1e-09 * max(1.0, abs(1800393.8))

# %%
assert abs(celsius_to_fahrenheit(401) - 753.8) <= 1e-09 * max(1.0, abs(753.8))

# %%
assert abs(celsius_to_fahrenheit(500100) - 900212.0) <= 1e-09 * max(1.0, abs(900212.0))

# %%
assert abs(celsius_to_fahrenheit(2000400) - 3600752.0) <= 1e-09 * max(1.0, abs(3600752.0))

# %%
assert abs(celsius_to_fahrenheit(2000198) - 3600388.4) <= 1e-09 * max(1.0, abs(3600388.4))

# %%
assert abs(celsius_to_fahrenheit(2000099) - 3600210.2) <= 1e-09 * max(1.0, abs(3600210.2))

# %%
assert abs(celsius_to_fahrenheit(-198) - -324.4) <= 1e-09 * max(1.0, abs(-324.4))

# %%
assert abs(celsius_to_fahrenheit(196) - 384.8) <= 1e-09 * max(1.0, abs(384.8))

# %%
assert abs(celsius_to_fahrenheit(-49) - -56.2) <= 1e-09 * max(1.0, abs(-56.2))

# %%
assert abs(celsius_to_fahrenheit(500000) - 900032.0) <= 1e-09 * max(1.0, abs(900032.0))

# %%
assert abs(celsius_to_fahrenheit(-51) - -59.8) <= 1e-09 * max(1.0, abs(-59.8))

# %%
assert abs(celsius_to_fahrenheit(-202) - -331.6) <= 1e-09 * max(1.0, abs(-331.6))

# %%
assert abs(celsius_to_fahrenheit(499950) - 899942.0) <= 1e-09 * max(1.0, abs(899942.0))

# %%
assert abs(celsius_to_fahrenheit(999901) - 1799853.8) <= 1e-09 * max(1.0, abs(1799853.8))

# %%
assert abs(celsius_to_fahrenheit(999899) - 1799850.2) <= 1e-09 * max(1.0, abs(1799850.2))

# %%
assert abs(celsius_to_fahrenheit(999950) - 1799942.0) <= 1e-09 * max(1.0, abs(1799942.0))

# %%
assert abs(celsius_to_fahrenheit(4000400) - 7200752.0) <= 1e-09 * max(1.0, abs(7200752.0))

# %%
assert abs(celsius_to_fahrenheit(3000200) - 5400392.0) <= 1e-09 * max(1.0, abs(5400392.0))

# %%
assert abs(celsius_to_fahrenheit(-1000101) - -1800149.8) <= 1e-09 * max(1.0, abs(-1800149.8))

# %%
assert abs(celsius_to_fahrenheit(2000202) - 3600395.6) <= 1e-09 * max(1.0, abs(3600395.6))

# %%
assert abs(celsius_to_fahrenheit(500051) - 900123.8) <= 1e-09 * max(1.0, abs(900123.8))

# %%
assert abs(celsius_to_fahrenheit(4000200) - 7200392.0) <= 1e-09 * max(1.0, abs(7200392.0))

# %%
assert abs(celsius_to_fahrenheit(2000101) - 3600213.8) <= 1e-09 * max(1.0, abs(3600213.8))

# %%
assert abs(celsius_to_fahrenheit(1999998) - 3600028.4) <= 1e-09 * max(1.0, abs(3600028.4))

# %%
assert abs(celsius_to_fahrenheit(-3) - 26.6) <= 1e-09 * max(1.0, abs(26.6))

# %%
assert abs(celsius_to_fahrenheit(500025) - 900077.0) <= 1e-09 * max(1.0, abs(900077.0))

# %%
assert abs(celsius_to_fahrenheit(1000049) - 1800120.2) <= 1e-09 * max(1.0, abs(1800120.2))

# %%
assert abs(celsius_to_fahrenheit(26) - 78.8) <= 1e-09 * max(1.0, abs(78.8))

# %%
assert abs(celsius_to_fahrenheit(-25) - -13.0) <= 1e-09 * max(1.0, abs(-13.0))

# %%
assert abs(celsius_to_fahrenheit(52) - 125.6) <= 1e-09 * max(1.0, abs(125.6))

# %%
assert abs(celsius_to_fahrenheit(1000051) - 1800123.8) <= 1e-09 * max(1.0, abs(1800123.8))

# %%
assert abs(celsius_to_fahrenheit(204) - 399.2) <= 1e-09 * max(1.0, abs(399.2))

# %%
assert abs(celsius_to_fahrenheit(1000102) - 1800215.6) <= 1e-09 * max(1.0, abs(1800215.6))
