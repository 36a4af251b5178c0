#include <stdexcept>
#include <string>

namespace {
char rotate(char c, char first, int size, int shift) {
    return static_cast<char>(first + ((c - first + shift) % size + size) % size);
}
}  // namespace

/// Moves every letter shift places along the alphabet.
std::string caesar_cipher(const std::string& text, int shift) {
    std::string out;
    for (char c : text) {
        if (c >= 'a' && c <= 'z') {
            out += rotate(c, 'a', 26, shift);
        } else if (c >= 'A' && c <= 'Z') {
            out += rotate(c, 'A', 26, shift);
        } else {
            out += c;
        }
    }
    return out;
}
