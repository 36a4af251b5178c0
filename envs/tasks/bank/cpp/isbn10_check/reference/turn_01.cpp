#include <stdexcept>
#include <string>

/// Whether isbn is a valid ISBN-10.
bool is_valid_isbn10(const std::string& isbn) {
    const std::string& digits = isbn;
    if (digits.size() != 10) {
        return false;
    }
    int sum = 0;
    for (int i = 0; i < 10; ++i) {
        const char c = digits[i];
        int value = 0;
        if (c >= '0' && c <= '9') {
            value = c - '0';
        } else {
            return false;
        }
        sum += value * (10 - i);
    }
    return sum % 11 == 0;
}
