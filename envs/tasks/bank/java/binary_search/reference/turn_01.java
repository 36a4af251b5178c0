import java.util.List;

/** Searching sorted lists. */
public final class Search {
    private Search() {
    }

    /** The index of target in the sorted items. */
    public static int binarySearch(List<Integer> items, int target) {
        int lo = 0;
        int hi = items.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int value = items.get(mid);
            if (value == target) {
                return mid;
            } else if (value < target) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }
}
