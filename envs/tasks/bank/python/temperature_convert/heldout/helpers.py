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
assert abs(celsius_to_fahrenheit(1000000) - 1800032.0) <= 1e-09 * max(1.0, abs(1800032.0))

# %%
assert abs(celsius_to_fahrenheit(-1) - 30.2) <= 1e-09 * max(1.0, abs(30.2))

# %%
assert abs(celsius_to_fahrenheit(50) - 122.0) <= 1e-09 * max(1.0, abs(122.0))

# %%
assert abs(celsius_to_fahrenheit(101) - 213.8) <= 1e-09 * max(1.0, abs(213.8))

# %%
assert abs(celsius_to_fahrenheit(-7) - 19.4) <= 1e-09 * max(1.0, abs(19.4))

# %%
assert abs(celsius_to_fahrenheit(6) - 42.8) <= 1e-09 * max(1.0, abs(42.8))

# %%
assert abs(celsius_to_fahrenheit(14) - 57.2) <= 1e-09 * max(1.0, abs(57.2))

# %%
assert abs(celsius_to_fahrenheit(8) - 46.4) <= 1e-09 * max(1.0, abs(46.4))

# %%
assert abs(celsius_to_fahrenheit(3) - 37.4) <= 1e-09 * max(1.0, abs(37.4))

# %%
assert abs(celsius_to_fahrenheit(2) - 35.6) <= 1e-09 * max(1.0, abs(35.6))

# %%
assert abs(celsius_to_fahrenheit(100) - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(celsius_to_fahrenheit(199) - 390.2) <= 1e-09 * max(1.0, abs(390.2))

# %%
assert abs(celsius_to_fahrenheit(-200) - -328.0) <= 1e-09 * max(1.0, abs(-328.0))

# %%
assert abs(celsius_to_fahrenheit(201) - 393.8) <= 1e-09 * max(1.0, abs(393.8))

# %%
assert abs(celsius_to_fahrenheit(400) - 752.0) <= 1e-09 * max(1.0, abs(752.0))

# %%
assert abs(celsius_to_fahrenheit(198) - 388.4) <= 1e-09 * max(1.0, abs(388.4))

# %%
assert abs(celsius_to_fahrenheit(98) - 208.4) <= 1e-09 * max(1.0, abs(208.4))

# %%
assert abs(celsius_to_fahrenheit(49) - 120.2) <= 1e-09 * max(1.0, abs(120.2))

# %%
assert abs(celsius_to_fahrenheit(-99) - -146.2) <= 1e-09 * max(1.0, abs(-146.2))

# %%
assert abs(celsius_to_fahrenheit(-101) - -149.8) <= 1e-09 * max(1.0, abs(-149.8))

# %%
assert abs(celsius_to_fahrenheit(-50) - -58.0) <= 1e-09 * max(1.0, abs(-58.0))

# %%
assert abs(celsius_to_fahrenheit(999999) - 1800030.2) <= 1e-09 * max(1.0, abs(1800030.2))

# %%
assert abs(celsius_to_fahrenheit(-1000000) - -1799968.0) <= 1e-09 * max(1.0, abs(-1799968.0))

# %%
assert abs(celsius_to_fahrenheit(500000) - 900032.0) <= 1e-09 * max(1.0, abs(900032.0))

# %%
assert abs(celsius_to_fahrenheit(-2) - 28.4) <= 1e-09 * max(1.0, abs(28.4))

# %%
assert abs(celsius_to_fahrenheit(25) - 77.0) <= 1e-09 * max(1.0, abs(77.0))

# %%
assert abs(celsius_to_fahrenheit(51) - 123.8) <= 1e-09 * max(1.0, abs(123.8))

# %%
assert abs(celsius_to_fahrenheit(202) - 395.6) <= 1e-09 * max(1.0, abs(395.6))

# %%
assert abs(celsius_to_fahrenheit(102) - 215.6) <= 1e-09 * max(1.0, abs(215.6))

# %%
assert abs(celsius_to_fahrenheit(-6) - 21.2) <= 1e-09 * max(1.0, abs(21.2))

# %%
assert abs(celsius_to_fahrenheit(-8) - 17.6) <= 1e-09 * max(1.0, abs(17.6))

# %%
assert abs(celsius_to_fahrenheit(-14) - 6.800000000000001) <= 1e-09 * max(1.0, abs(6.800000000000001))

# %%
assert abs(celsius_to_fahrenheit(12) - 53.6) <= 1e-09 * max(1.0, abs(53.6))

# %%
assert abs(celsius_to_fahrenheit(5) - 41.0) <= 1e-09 * max(1.0, abs(41.0))

# %%
assert abs(celsius_to_fahrenheit(15) - 59.0) <= 1e-09 * max(1.0, abs(59.0))

# %%
assert abs(celsius_to_fahrenheit(13) - 55.4) <= 1e-09 * max(1.0, abs(55.4))

# %%
assert abs(celsius_to_fahrenheit(9) - 48.2) <= 1e-09 * max(1.0, abs(48.2))

# %%
assert abs(celsius_to_fahrenheit(16) - 60.8) <= 1e-09 * max(1.0, abs(60.8))

# %%
assert abs(celsius_to_fahrenheit(4) - 39.2) <= 1e-09 * max(1.0, abs(39.2))

# %%
assert abs(celsius_to_fahrenheit(-3) - 26.6) <= 1e-09 * max(1.0, abs(26.6))

# %%
assert abs(celsius_to_fahrenheit(-400) - -688.0) <= 1e-09 * max(1.0, abs(-688.0))

# %%
assert abs(celsius_to_fahrenheit(-201) - -329.8) <= 1e-09 * max(1.0, abs(-329.8))

# %%
assert abs(celsius_to_fahrenheit(-199) - -326.2) <= 1e-09 * max(1.0, abs(-326.2))

# %%
assert abs(celsius_to_fahrenheit(401) - 753.8) <= 1e-09 * max(1.0, abs(753.8))

# %%
assert abs(celsius_to_fahrenheit(800) - 1472.0) <= 1e-09 * max(1.0, abs(1472.0))

# %%
assert abs(celsius_to_fahrenheit(399) - 750.2) <= 1e-09 * max(1.0, abs(750.2))

# %%
assert abs(celsius_to_fahrenheit(197) - 386.6) <= 1e-09 * max(1.0, abs(386.6))

# %%
assert abs(celsius_to_fahrenheit(396) - 744.8) <= 1e-09 * max(1.0, abs(744.8))

# %%
assert abs(celsius_to_fahrenheit(97) - 206.6) <= 1e-09 * max(1.0, abs(206.6))

# %%
assert abs(celsius_to_fahrenheit(-98) - -144.4) <= 1e-09 * max(1.0, abs(-144.4))

# %%
assert abs(celsius_to_fahrenheit(196) - 384.8) <= 1e-09 * max(1.0, abs(384.8))

# %%
assert abs(celsius_to_fahrenheit(24) - 75.2) <= 1e-09 * max(1.0, abs(75.2))

# %%
assert abs(celsius_to_fahrenheit(-198) - -324.4) <= 1e-09 * max(1.0, abs(-324.4))

# %%
assert abs(celsius_to_fahrenheit(-102) - -151.6) <= 1e-09 * max(1.0, abs(-151.6))

# %%
assert abs(celsius_to_fahrenheit(-202) - -331.6) <= 1e-09 * max(1.0, abs(-331.6))

# %%
assert abs(celsius_to_fahrenheit(-49) - -56.2) <= 1e-09 * max(1.0, abs(-56.2))

# %%
assert abs(celsius_to_fahrenheit(-25) - -13.0) <= 1e-09 * max(1.0, abs(-13.0))

# %%
assert abs(celsius_to_fahrenheit(-51) - -59.8) <= 1e-09 * max(1.0, abs(-59.8))

# %%
assert abs(celsius_to_fahrenheit(999998) - 1800028.4) <= 1e-09 * max(1.0, abs(1800028.4))

# %%
assert abs(celsius_to_fahrenheit(-999999) - -1799966.2) <= 1e-09 * max(1.0, abs(-1799966.2))

# %%
assert abs(celsius_to_fahrenheit(499999) - 900030.2) <= 1e-09 * max(1.0, abs(900030.2))

# %%
assert abs(celsius_to_fahrenheit(-500000) - -899968.0) <= 1e-09 * max(1.0, abs(-899968.0))

# %%
assert abs(celsius_to_fahrenheit(250000) - 450032.0) <= 1e-09 * max(1.0, abs(450032.0))

# %%
assert abs(celsius_to_fahrenheit(-4) - 24.8) <= 1e-09 * max(1.0, abs(24.8))

# %%
assert abs(celsius_to_fahrenheit(26) - 78.8) <= 1e-09 * max(1.0, abs(78.8))

# %%
assert abs(celsius_to_fahrenheit(404) - 759.2) <= 1e-09 * max(1.0, abs(759.2))

# %%
assert abs(celsius_to_fahrenheit(204) - 399.2) <= 1e-09 * max(1.0, abs(399.2))

# %%
assert abs(celsius_to_fahrenheit(103) - 217.4) <= 1e-09 * max(1.0, abs(217.4))
