#include <stdexcept>
#include <vector>

/// The index of target in the sorted items.
int binary_search(const std::vector<long long>& items, long long target) {
    int lo = 0;
    int hi = static_cast<int>(items.size()) - 1;
    while (lo <= hi) {
        const int mid = lo + (hi - lo) / 2;
        if (items[mid] == target) {
            return mid;
        } else if (items[mid] < target) {
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return -1;
}
