#include <cctype>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

/// The text with every word capitalised.
std::string title_case(const std::string& text) {
    std::vector<std::string> words;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(' ', start);
        words.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) {
            break;
        }
        start = end + 1;
    }
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string word = words[i];
        for (char& c : word) {
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
        if (!word.empty()) {
            if (!word.empty()) {
                word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
            }
        }
        out += (i == 0 ? "" : " ") + word;
    }
    return out;
}
