#include <stdexcept>
#include <string>
#include <vector>

/// The prime factors of n, ascending, with multiplicity.
std::vector<long long> prime_factors(long long n) {
    std::vector<long long> out;
    for (long long d = 2; d * d <= n; ++d) {
        while (n % d == 0) {
            out.push_back(d);
            n /= d;
        }
    }
    if (n > 1) {
        out.push_back(n);
    }
    return out;
}
