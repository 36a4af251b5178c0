import java.util.Arrays;
import java.util.Objects;

/**
 * Assertions for codeloop's Java tests (JUnit-style names); a failure is an AssertionError.
 * Probes call the codeloopObserve* methods instead, which only report what they see.
 */
public class CodeloopAssert {
    /** A test body: statements that may throw. */
    public interface Body {
        /** Runs the test. */
        void run() throws Throwable;
    }

    protected static void fail(String message) {
        throw new AssertionError(message);
    }

    protected static void assertTrue(boolean condition) {
        if (!condition) {
            fail("expected true");
        }
    }

    protected static void assertTrue(boolean condition, String message) {
        if (!condition) {
            fail(message);
        }
    }

    protected static void assertFalse(boolean condition) {
        if (condition) {
            fail("expected false");
        }
    }

    protected static void assertEquals(Object expected, Object actual) {
        if (!Objects.deepEquals(expected, actual)) {
            fail("expected <" + show(expected) + "> but was <" + show(actual) + ">");
        }
    }

    protected static void assertEquals(long expected, long actual) {
        if (expected != actual) {
            fail("expected <" + expected + "> but was <" + actual + ">");
        }
    }

    protected static void assertEquals(double expected, double actual, double delta) {
        if (Math.abs(expected - actual) > delta) {
            fail("expected <" + expected + "> but was <" + actual + ">");
        }
    }

    protected static void assertArrayEquals(Object expected, Object actual) {
        assertEquals(expected, actual);
    }

    protected static void assertNull(Object actual) {
        if (actual != null) {
            fail("expected null but was <" + show(actual) + ">");
        }
    }

    protected static void assertNotNull(Object actual) {
        if (actual == null) {
            fail("expected a value but was null");
        }
    }

    protected static <T extends Throwable> T assertThrows(Class<T> type, Body body) {
        try {
            body.run();
        } catch (Throwable thrown) {
            if (type.isInstance(thrown)) {
                return type.cast(thrown);
            }
            fail("expected " + type.getName() + " but " + thrown + " was thrown");
        }
        fail("expected " + type.getName() + " to be thrown");
        return null;
    }

    // -- what probes call instead of the assertions above (see CodeloopObserve) -------------

    protected static void codeloopObserve(int site, Object value) {
        CodeloopObserve.emit(site, CodeloopObserve.show(value));
    }

    protected static <T extends Throwable> T codeloopObserveThrows(int site, Class<T> type,
                                                                    Body body) {
        try {
            body.run();
        } catch (CodeloopObserve.Stop stop) {
            throw stop;
        } catch (Throwable thrown) {
            if (type.isInstance(thrown)) {
                CodeloopObserve.emit(site, "threw " + type.getSimpleName());
                return type.cast(thrown);
            }
            CodeloopObserve.emit(site, "threw " + thrown.getClass().getName() + ": "
                                 + thrown.getMessage());
            throw new CodeloopObserve.Stop();
        }
        CodeloopObserve.emit(site, "did not throw");
        throw new CodeloopObserve.Stop();
    }

    protected static void codeloopObserveFail(int site) {
        CodeloopObserve.emit(site, "reached fail()");
        throw new CodeloopObserve.Stop();
    }

    private static String show(Object value) {
        if (value instanceof Object[]) {
            return Arrays.deepToString((Object[]) value);
        }
        if (value instanceof int[]) {
            return Arrays.toString((int[]) value);
        }
        if (value instanceof long[]) {
            return Arrays.toString((long[]) value);
        }
        if (value instanceof double[]) {
            return Arrays.toString((double[]) value);
        }
        return String.valueOf(value);
    }
}
