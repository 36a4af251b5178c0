#include <algorithm>
#include <stdexcept>
#include <string>

/// Encodes every run as its length and its character.
std::string rle_encode(const std::string& text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        std::size_t j = i;
        while (j < text.size() && text[j] == c) {
            ++j;
        }
        out += std::to_string(j - i) + c;
        i = j;
    }
    return out;
}
