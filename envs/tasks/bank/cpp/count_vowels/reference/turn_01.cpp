#include <cctype>
#include <stdexcept>
#include <string>

namespace {
const std::string kVowels = "aeiou";
}  // namespace

/// How many vowels text contains.
int count_vowels(const std::string& text) {
    int count = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
        if (kVowels.find(c) != std::string::npos) {
            ++count;
        }
    }
    return count;
}
