import java.util.ArrayList;
import java.util.List;

/** FizzBuzz words. */
public final class FizzBuzz {
    private FizzBuzz() {
    }

    private static String word(int i) {
        String out = "";
        if (i % 3 == 0) {
            out += "Fizz";
        }
        if (i % 5 == 0) {
            out += "Buzz";
        }
        return out.isEmpty() ? Integer.toString(i) : out;
    }

    /** The words of 1 to n. */
    public static List<String> fizzbuzz(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(word(i));
        }
        return out;
    }
}
