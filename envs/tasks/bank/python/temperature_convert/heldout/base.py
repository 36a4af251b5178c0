# %%
assert abs(temperature_convert(101, 'C') - 213.8) <= 1e-09 * max(1.0, abs(213.8))

# %%
assert abs(temperature_convert(1000000, 'C') - 1800032.0) <= 1e-09 * max(1.0, abs(1800032.0))

# %%
assert abs(temperature_convert(-100, 'C') - -148.0) <= 1e-09 * max(1.0, abs(-148.0))

# %%
assert abs(temperature_convert(99, 'C') - 210.2) <= 1e-09 * max(1.0, abs(210.2))

# %%
assert abs(temperature_convert(200, 'C') - 392.0) <= 1e-09 * max(1.0, abs(392.0))

# %%
assert abs(temperature_convert(0, 'C') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(7, 'C') - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(temperature_convert(-1, 'C') - 30.2) <= 1e-09 * max(1.0, abs(30.2))

# %%
assert abs(temperature_convert(50, 'C') - 122.0) <= 1e-09 * max(1.0, abs(122.0))

# %%
assert abs(temperature_convert(1, 'C') - 33.8) <= 1e-09 * max(1.0, abs(33.8))

# %%
assert abs(temperature_convert(-80, 'C') - -112.0) <= 1e-09 * max(1.0, abs(-112.0))

# %%
assert abs(temperature_convert(40, 'C') - 104.0) <= 1e-09 * max(1.0, abs(104.0))

# %%
assert abs(temperature_convert(-20, 'C') - -4.0) <= 1e-09 * max(1.0, abs(-4.0))

# %%
assert abs(temperature_convert(-39, 'C') - -38.2) <= 1e-09 * max(1.0, abs(-38.2))

# %%
assert abs(temperature_convert(-41, 'C') - -41.8) <= 1e-09 * max(1.0, abs(-41.8))

# %%
assert abs(temperature_convert(202, 'C') - 395.6) <= 1e-09 * max(1.0, abs(395.6))

# %%
assert abs(temperature_convert(102, 'C') - 215.6) <= 1e-09 * max(1.0, abs(215.6))

# %%
assert abs(temperature_convert(-101, 'C') - -149.8) <= 1e-09 * max(1.0, abs(-149.8))

# %%
assert abs(temperature_convert(999999, 'C') - 1800030.2) <= 1e-09 * max(1.0, abs(1800030.2))

# %%
assert abs(temperature_convert(500000, 'C') - 900032.0) <= 1e-09 * max(1.0, abs(900032.0))

# %%
assert abs(temperature_convert(-50, 'C') - -58.0) <= 1e-09 * max(1.0, abs(-58.0))

# %%
assert abs(temperature_convert(-200, 'C') - -328.0) <= 1e-09 * max(1.0, abs(-328.0))

# %%
assert abs(temperature_convert(-99, 'C') - -146.2) <= 1e-09 * max(1.0, abs(-146.2))

# %%
assert abs(temperature_convert(98, 'C') - 208.4) <= 1e-09 * max(1.0, abs(208.4))

# %%
assert abs(temperature_convert(49, 'C') - 120.2) <= 1e-09 * max(1.0, abs(120.2))

# %%
assert abs(temperature_convert(198, 'C') - 388.4) <= 1e-09 * max(1.0, abs(388.4))

# %%
assert abs(temperature_convert(400, 'C') - 752.0) <= 1e-09 * max(1.0, abs(752.0))

# %%
assert abs(temperature_convert(199, 'C') - 390.2) <= 1e-09 * max(1.0, abs(390.2))

# %%
assert abs(temperature_convert(201, 'C') - 393.8) <= 1e-09 * max(1.0, abs(393.8))

# %%
assert abs(temperature_convert(6, 'C') - 42.8) <= 1e-09 * max(1.0, abs(42.8))

# %%
assert abs(temperature_convert(3, 'C') - 37.4) <= 1e-09 * max(1.0, abs(37.4))

# %%
assert abs(temperature_convert(14, 'C') - 57.2) <= 1e-09 * max(1.0, abs(57.2))

# %%
assert abs(temperature_convert(8, 'C') - 46.4) <= 1e-09 * max(1.0, abs(46.4))

# %%
assert abs(temperature_convert(-7, 'C') - 19.4) <= 1e-09 * max(1.0, abs(19.4))

# %%
assert abs(temperature_convert(-2, 'C') - 28.4) <= 1e-09 * max(1.0, abs(28.4))

# %%
assert abs(temperature_convert(51, 'C') - 123.8) <= 1e-09 * max(1.0, abs(123.8))

# %%
assert abs(temperature_convert(25, 'C') - 77.0) <= 1e-09 * max(1.0, abs(77.0))

# %%
assert abs(temperature_convert(2, 'C') - 35.6) <= 1e-09 * max(1.0, abs(35.6))

# %%
assert abs(temperature_convert(-160, 'C') - -256.0) <= 1e-09 * max(1.0, abs(-256.0))

# %%
assert abs(temperature_convert(80, 'C') - 176.0) <= 1e-09 * max(1.0, abs(176.0))

# %%
assert abs(temperature_convert(-40, 'C') - -40.0) <= 1e-09 * max(1.0, abs(-40.0))

# %%
assert abs(temperature_convert(41, 'C') - 105.8) <= 1e-09 * max(1.0, abs(105.8))

# %%
assert abs(temperature_convert(39, 'C') - 102.2) <= 1e-09 * max(1.0, abs(102.2))

# %%
assert abs(temperature_convert(20, 'C') - 68.0) <= 1e-09 * max(1.0, abs(68.0))

# %%
assert abs(temperature_convert(-10, 'C') - 14.0) <= 1e-09 * max(1.0, abs(14.0))

# %%
assert abs(temperature_convert(-78, 'C') - -108.4) <= 1e-09 * max(1.0, abs(-108.4))

# %%
assert abs(temperature_convert(-82, 'C') - -115.6) <= 1e-09 * max(1.0, abs(-115.6))

# %%
assert abs(temperature_convert(-102, 'C') - -151.6) <= 1e-09 * max(1.0, abs(-151.6))

# %%
assert abs(temperature_convert(-51, 'C') - -59.8) <= 1e-09 * max(1.0, abs(-59.8))

# %%
assert abs(temperature_convert(999998, 'C') - 1800028.4) <= 1e-09 * max(1.0, abs(1800028.4))

# %%
assert abs(temperature_convert(-25, 'C') - -13.0) <= 1e-09 * max(1.0, abs(-13.0))

# %%
assert abs(temperature_convert(-198, 'C') - -324.4) <= 1e-09 * max(1.0, abs(-324.4))

# %%
assert abs(temperature_convert(-199, 'C') - -326.2) <= 1e-09 * max(1.0, abs(-326.2))

# %%
assert abs(temperature_convert(-201, 'C') - -329.8) <= 1e-09 * max(1.0, abs(-329.8))

# %%
assert abs(temperature_convert(15, 'C') - 59.0) <= 1e-09 * max(1.0, abs(59.0))

# %%
assert abs(temperature_convert(-8, 'C') - 17.6) <= 1e-09 * max(1.0, abs(17.6))

# %%
assert abs(temperature_convert(12, 'C') - 53.6) <= 1e-09 * max(1.0, abs(53.6))

# %%
assert abs(temperature_convert(-161, 'C') - -257.8) <= 1e-09 * max(1.0, abs(-257.8))

# %%
assert abs(temperature_convert(42, 'C') - 107.6) <= 1e-09 * max(1.0, abs(107.6))

# %%
assert abs(temperature_convert(78, 'C') - 172.4) <= 1e-09 * max(1.0, abs(172.4))

# %%
assert abs(temperature_convert(38, 'C') - 100.4) <= 1e-09 * max(1.0, abs(100.4))

# %%
assert abs(temperature_convert(10, 'C') - 50.0) <= 1e-09 * max(1.0, abs(50.0))

# %%
assert abs(temperature_convert(-11, 'C') - 12.2) <= 1e-09 * max(1.0, abs(12.2))

# %%
assert abs(temperature_convert(-164, 'C') - -263.2) <= 1e-09 * max(1.0, abs(-263.2))
