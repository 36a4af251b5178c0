# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 18.5) <= 1e-09 * max(1.0, abs(18.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}]) - 6.0) <= 1e-09 * max(1.0, abs(6.0))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}]) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}]) - 0.6) <= 1e-09 * max(1.0, abs(0.6))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.6, 'qty': 3}]) - 1.8) <= 1e-09 * max(1.0, abs(1.8))

# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': '', 'price': 1.5, 'qty': 4}]) - 18.5) <= 1e-09 * max(1.0, abs(18.5))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': '', 'price': 1.5, 'qty': 4}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 24.5) <= 1e-09 * max(1.0, abs(24.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 5}]) - 20.0) <= 1e-09 * max(1.0, abs(20.0))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 12.0) <= 1e-09 * max(1.0, abs(12.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'price': 1.5, 'qty': 4}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 19.0) <= 1e-09 * max(1.0, abs(19.0))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'price': 1.5, 'qty': 4}]) - 18.5) <= 1e-09 * max(1.0, abs(18.5))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 3}]) - 15.75) <= 1e-09 * max(1.0, abs(15.75))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}]) - 6.0) <= 1e-09 * max(1.0, abs(6.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 13.0) <= 1e-09 * max(1.0, abs(13.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.75, 'qty': 2}]) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': '', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}]) - 1.2) <= 1e-09 * max(1.0, abs(1.2))

# %%
assert abs(cart_total([{'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}]) - 0.6) <= 1e-09 * max(1.0, abs(0.6))

# %%
assert abs(cart_total([{'name': '', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}]) - 0.6) <= 1e-09 * max(1.0, abs(0.6))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}]) - 0.9) <= 1e-09 * max(1.0, abs(0.9))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.6, 'qty': 3}, {'name': 'gum', 'price': 0.6, 'qty': 3}]) - 3.6) <= 1e-09 * max(1.0, abs(3.6))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.6, 'qty': 4}]) - 2.4) <= 1e-09 * max(1.0, abs(2.4))

# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': '', 'price': 1.5, 'qty': 5}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 26.5) <= 1e-09 * max(1.0, abs(26.5))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': '', 'price': 1.5, 'qty': 4}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': '', 'price': 2.0, 'qty': 4}]) - 20.5) <= 1e-09 * max(1.0, abs(20.5))

# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': '', 'price': 1.5, 'qty': 4}, {'name': '', 'price': 1.5, 'qty': 4}]) - 24.5) <= 1e-09 * max(1.0, abs(24.5))

# %%
assert abs(cart_total([{'name': '', 'price': 2.0, 'qty': 4}]) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': '', 'price': 1.5, 'qty': 4}]) - 12.0) <= 1e-09 * max(1.0, abs(12.0))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'price': 3.25, 'qty': 2}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 18.5) <= 1e-09 * max(1.0, abs(18.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 24.5) <= 1e-09 * max(1.0, abs(24.5))

# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 24.5) <= 1e-09 * max(1.0, abs(24.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 5}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 20.0) <= 1e-09 * max(1.0, abs(20.0))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 2.0, 'qty': 5}]) - 22.5) <= 1e-09 * max(1.0, abs(22.5))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 5}]) - 14.0) <= 1e-09 * max(1.0, abs(14.0))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 18.0) <= 1e-09 * max(1.0, abs(18.0))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 24.0) <= 1e-09 * max(1.0, abs(24.0))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 5}, {'name': 'pen', 'price': 1.5, 'qty': 5}]) - 15.0) <= 1e-09 * max(1.0, abs(15.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 19.0) <= 1e-09 * max(1.0, abs(19.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'price': 1.5, 'qty': 4}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.75, 'qty': 2}, {'price': 1.5, 'qty': 4}]) - 13.5) <= 1e-09 * max(1.0, abs(13.5))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 2.0, 'qty': 4}]) - 27.0) <= 1e-09 * max(1.0, abs(27.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.75, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 20.0) <= 1e-09 * max(1.0, abs(20.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 25.5) <= 1e-09 * max(1.0, abs(25.5))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.75, 'qty': 2}, {'price': 1.5, 'qty': 4}]) - 19.5) <= 1e-09 * max(1.0, abs(19.5))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.75, 'qty': 3}]) - 17.25) <= 1e-09 * max(1.0, abs(17.25))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 3}, {'price': 1.5, 'qty': 4}]) - 21.75) <= 1e-09 * max(1.0, abs(21.75))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 3}, {'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 3}]) - 31.5) <= 1e-09 * max(1.0, abs(31.5))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'price': 1.5, 'qty': 4}]) - 31.0) <= 1e-09 * max(1.0, abs(31.0))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'price': 1.5, 'qty': 4}]) - 12.0) <= 1e-09 * max(1.0, abs(12.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pad', 'price': 3.25, 'qty': 3}]) - 16.25) <= 1e-09 * max(1.0, abs(16.25))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 26.0) <= 1e-09 * max(1.0, abs(26.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.75, 'qty': 2}, {'name': 'pad', 'price': 3.75, 'qty': 2}]) - 15.0) <= 1e-09 * max(1.0, abs(15.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.75, 'qty': 3}]) - 11.25) <= 1e-09 * max(1.0, abs(11.25))

# %%
assert abs(cart_total([{'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 19.0) <= 1e-09 * max(1.0, abs(19.0))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 5}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 26.5) <= 1e-09 * max(1.0, abs(26.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 31.0) <= 1e-09 * max(1.0, abs(31.0))

# %%
assert abs(cart_total([{'name': '', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 19.0) <= 1e-09 * max(1.0, abs(19.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': '', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.1, 'qty': 4}, {'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}]) - 1.3) <= 1e-09 * max(1.0, abs(1.3))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}, {'price': 0.1, 'qty': 3}]) - 0.6) <= 1e-09 * max(1.0, abs(0.6))

# %%
assert abs(cart_total([{'price': 0.1, 'qty': 3}]) - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
assert abs(cart_total([{'name': '', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': '', 'price': 0.1, 'qty': 3}]) - 0.9) <= 1e-09 * max(1.0, abs(0.9))

# %%
assert abs(cart_total([{'name': '', 'price': 0.6, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}]) - 2.1) <= 1e-09 * max(1.0, abs(2.1))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': '', 'price': 0.1, 'qty': 3}]) - 0.6) <= 1e-09 * max(1.0, abs(0.6))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.6, 'qty': 3}]) - 2.4) <= 1e-09 * max(1.0, abs(2.4))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.6, 'qty': 3}, {'name': 'gum', 'price': 0.6, 'qty': 3}, {'name': 'gum', 'price': 0.6, 'qty': 3}, {'name': 'gum', 'price': 0.6, 'qty': 3}]) - 7.2) <= 1e-09 * max(1.0, abs(7.2))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.6, 'qty': 3}, {'name': 'gum', 'price': 0.6, 'qty': 3}, {'name': 'gum', 'price': 0.6, 'qty': 3}]) - 5.4) <= 1e-09 * max(1.0, abs(5.4))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.6, 'qty': 4}, {'name': 'gum', 'price': 0.6, 'qty': 4}]) - 4.8) <= 1e-09 * max(1.0, abs(4.8))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 1.1, 'qty': 4}]) - 4.4) <= 1e-09 * max(1.0, abs(4.4))
