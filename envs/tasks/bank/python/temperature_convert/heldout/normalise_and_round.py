# %%
assert abs(temperature_convert(37.777, '  c  ') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(0.001, ' c ') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(12.5923, ' c ') - 54.67) <= 1e-09 * max(1.0, abs(54.67))

# %%
assert abs(temperature_convert(37.777, ' c  ') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(377.77, ' c ') - 711.99) <= 1e-09 * max(1.0, abs(711.99))

# %%
assert abs(temperature_convert(37.777, ' C ') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(37.777, 'c ') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(37.777, ' c') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(37.777, '  c ') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(0.0, ' c ') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(0, 'f ') - -17.78) <= 1e-09 * max(1.0, abs(-17.78))

# %%
assert abs(temperature_convert(0, ' f') - -17.78) <= 1e-09 * max(1.0, abs(-17.78))

# %%
assert abs(temperature_convert(0, 'F') - -17.78) <= 1e-09 * max(1.0, abs(-17.78))

# %%
assert abs(temperature_convert(7, 'f') - -13.89) <= 1e-09 * max(1.0, abs(-13.89))

# %%
assert abs(temperature_convert(1, 'f') - -17.22) <= 1e-09 * max(1.0, abs(-17.22))

# %%
assert abs(temperature_convert(1000000, 'f') - 555537.78) <= 1e-09 * max(1.0, abs(555537.78))

# %%
assert abs(temperature_convert(-1, 'f') - -18.33) <= 1e-09 * max(1.0, abs(-18.33))

# %%
assert abs(temperature_convert(40, 'C') - 104.0) <= 1e-09 * max(1.0, abs(104.0))

# %%
assert abs(temperature_convert(20, 'C ') - 68.0) <= 1e-09 * max(1.0, abs(68.0))

# %%
assert abs(temperature_convert(1000000, 'C') - 1800032.0) <= 1e-09 * max(1.0, abs(1800032.0))

# %%
assert abs(temperature_convert(1, 'C') - 33.8) <= 1e-09 * max(1.0, abs(33.8))

# %%
assert abs(temperature_convert(7, 'C') - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(temperature_convert(21, 'C') - 69.8) <= 1e-09 * max(1.0, abs(69.8))

# %%
assert abs(temperature_convert(20, 'c') - 68.0) <= 1e-09 * max(1.0, abs(68.0))

# %%
assert abs(temperature_convert(19, 'C') - 66.2) <= 1e-09 * max(1.0, abs(66.2))

# %%
assert abs(temperature_convert(-20, 'C') - -4.0) <= 1e-09 * max(1.0, abs(-4.0))

# %%
assert abs(temperature_convert(-1, 'C') - 30.2) <= 1e-09 * max(1.0, abs(30.2))

# %%
assert abs(temperature_convert(-0.001, ' c ') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(12.5923, '  c  ') - 54.67) <= 1e-09 * max(1.0, abs(54.67))

# %%
assert abs(temperature_convert(4.1974, ' c ') - 39.56) <= 1e-09 * max(1.0, abs(39.56))

# %%
assert abs(temperature_convert(-12.5923, ' c ') - 9.33) <= 1e-09 * max(1.0, abs(9.33))

# %%
assert abs(temperature_convert(37.277, '  c ') - 99.1) <= 1e-09 * max(1.0, abs(99.1))

# %%
assert abs(temperature_convert(12.5923, ' c  ') - 54.67) <= 1e-09 * max(1.0, abs(54.67))

# %%
assert abs(temperature_convert(3777.7, ' c ') - 6831.86) <= 1e-09 * max(1.0, abs(6831.86))

# %%
assert abs(temperature_convert(125.9233, ' c ') - 258.66) <= 1e-09 * max(1.0, abs(258.66))

# %%
assert abs(temperature_convert(377.77, '  c  ') - 711.99) <= 1e-09 * max(1.0, abs(711.99))

# %%
assert abs(temperature_convert(37.777, '  C  ') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(37.277, ' C ') - 99.1) <= 1e-09 * max(1.0, abs(99.1))

# %%
assert abs(temperature_convert(37.777, ' C') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(-37.777, ' c') - -36.0) <= 1e-09 * max(1.0, abs(-36.0))

# %%
assert abs(temperature_convert(-37.777, 'c ') - -36.0) <= 1e-09 * max(1.0, abs(-36.0))

# %%
assert abs(temperature_convert(12.5923, ' c') - 54.67) <= 1e-09 * max(1.0, abs(54.67))

# %%
assert abs(temperature_convert(377.77, ' c') - 711.99) <= 1e-09 * max(1.0, abs(711.99))

# %%
assert abs(temperature_convert(12.759, ' c ') - 54.97) <= 1e-09 * max(1.0, abs(54.97))

# %%
assert abs(temperature_convert(12.5923, '  c ') - 54.67) <= 1e-09 * max(1.0, abs(54.67))

# %%
assert abs(temperature_convert(37.777, '  C ') - 100.0) <= 1e-09 * max(1.0, abs(100.0))

# %%
assert abs(temperature_convert(0.0, '  c ') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(0.0, ' C ') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(0.0, ' c  ') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(-0.5, ' c ') - 31.1) <= 1e-09 * max(1.0, abs(31.1))

# %%
assert abs(temperature_convert(0, ' f ') - -17.78) <= 1e-09 * max(1.0, abs(-17.78))

# %%
assert abs(temperature_convert(0, 'F ') - -17.78) <= 1e-09 * max(1.0, abs(-17.78))

# %%
assert abs(temperature_convert(7, ' f') - -13.89) <= 1e-09 * max(1.0, abs(-13.89))

# %%
assert abs(temperature_convert(1000000, ' f') - 555537.78) <= 1e-09 * max(1.0, abs(555537.78))

# %%
assert abs(temperature_convert(1, 'F') - -17.22) <= 1e-09 * max(1.0, abs(-17.22))

# %%
assert abs(temperature_convert(14, 'f') - -10.0) <= 1e-09 * max(1.0, abs(-10.0))

# %%
assert abs(temperature_convert(1, ' f') - -17.22) <= 1e-09 * max(1.0, abs(-17.22))

# %%
assert abs(temperature_convert(500000, 'f') - 277760.0) <= 1e-09 * max(1.0, abs(277760.0))

# %%
assert abs(temperature_convert(1000000, 'f ') - 555537.78) <= 1e-09 * max(1.0, abs(555537.78))

# %%
assert abs(temperature_convert(-1, ' f') - -18.33) <= 1e-09 * max(1.0, abs(-18.33))

# %%
assert abs(temperature_convert(40, 'C ') - 104.0) <= 1e-09 * max(1.0, abs(104.0))

# %%
assert abs(temperature_convert(-40, 'C') - -40.0) <= 1e-09 * max(1.0, abs(-40.0))

# %%
assert abs(temperature_convert(39, 'C') - 102.2) <= 1e-09 * max(1.0, abs(102.2))

# %%
assert abs(temperature_convert(1000000, 'C ') - 1800032.0) <= 1e-09 * max(1.0, abs(1800032.0))

# %%
assert abs(temperature_convert(0, 'C ') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(1000000, 'c') - 1800032.0) <= 1e-09 * max(1.0, abs(1800032.0))

# %%
assert abs(temperature_convert(500000, 'C') - 900032.0) <= 1e-09 * max(1.0, abs(900032.0))

# %%
assert abs(temperature_convert(7, ' C') - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(temperature_convert(7, 'C ') - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(temperature_convert(20, 'C') - 68.0) <= 1e-09 * max(1.0, abs(68.0))

# %%
assert abs(temperature_convert(5, 'C') - 41.0) <= 1e-09 * max(1.0, abs(41.0))

# %%
assert abs(temperature_convert(10, 'c') - 50.0) <= 1e-09 * max(1.0, abs(50.0))

# %%
assert abs(temperature_convert(20, 'c ') - 68.0) <= 1e-09 * max(1.0, abs(68.0))

# %%
assert abs(temperature_convert(-20, 'c') - -4.0) <= 1e-09 * max(1.0, abs(-4.0))

# %%
assert abs(temperature_convert(19, ' C') - 66.2) <= 1e-09 * max(1.0, abs(66.2))

# %%
assert abs(temperature_convert(19, 'c') - 66.2) <= 1e-09 * max(1.0, abs(66.2))

# %%
assert abs(temperature_convert(-20, ' C') - -4.0) <= 1e-09 * max(1.0, abs(-4.0))

# %%
assert abs(temperature_convert(-1, ' C') - 30.2) <= 1e-09 * max(1.0, abs(30.2))

# %%
assert abs(temperature_convert(20, ' C ') - 68.0) <= 1e-09 * max(1.0, abs(68.0))
