import java.util.ArrayList;
import java.util.List;

/** Prime factorisation. */
public final class Primes {
    private Primes() {
    }

    /** The prime factors of n, ascending, with multiplicity. */
    public static List<Integer> primeFactors(int n) {
        List<Integer> out = new ArrayList<>();
        for (int d = 2; (long) d * d <= n; d++) {
            while (n % d == 0) {
                out.add(d);
                n /= d;
            }
        }
        if (n > 1) {
            out.add(n);
        }
        return out;
    }
}
